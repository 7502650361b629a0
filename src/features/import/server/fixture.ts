/**
 * A small RuoYi-Vue database and a RuoYi-Vue-Plus one, written for the import tests: tables and
 * column names as RuoYi's published SQL has them (sql/ry_*.sql), rows of our own. The Vue sys_user
 * carries a column an association added in the middle, so only reading by name gets it right.
 */
export const OLD_PASSWORD = 'Qiye@2019';

export function ruoyiVue(db: string, hash: string, defaultHash: string): string {
  return `
create database ${db} character set utf8mb4;
use ${db};
create table sys_dept (dept_id bigint not null auto_increment, parent_id bigint default 0,
  ancestors varchar(50) default '', dept_name varchar(30) default '', order_num int default 0,
  leader varchar(20), phone varchar(11), email varchar(50), status char(1) default '0',
  del_flag char(1) default '0', create_by varchar(64) default '', create_time datetime,
  update_by varchar(64) default '', update_time datetime, primary key (dept_id));
insert into sys_dept values
  (100, 0, '0', '协会秘书处', 0, null, null, null, '0', '0', 'admin', '2019-05-01 09:00:00', '', null),
  (200, 0, '0', '会员单位', 1, null, null, null, '0', '0', 'admin', '2019-05-01 09:00:00', '', null),
  (201, 200, '0,200', '江南制药机械有限公司', 1, '王经理', '13900000001', 'jn@example.com', '0', '0', 'admin', '2020-03-02 10:00:00', '', null),
  (202, 200, '0,200', '已注销单位', 2, null, null, null, '0', '2', 'admin', '2020-03-02 10:00:00', '', null);
create table sys_user (user_id bigint not null auto_increment, dept_id bigint,
  user_name varchar(30) not null, nick_name varchar(30) not null, member_no varchar(20) default '',
  user_type varchar(2) default '00', email varchar(50) default '', phonenumber varchar(11) default '',
  sex char(1) default '0', avatar varchar(100) default '', password varchar(100) default '',
  status char(1) default '0', del_flag char(1) default '0', login_ip varchar(128) default '',
  login_date datetime, create_by varchar(64) default '', create_time datetime,
  update_by varchar(64) default '', update_time datetime, remark varchar(500), primary key (user_id));
insert into sys_user values
  (1, 100, 'admin', '若依', '', '00', 'ry@163.com', '15888888888', '1', '', '${defaultHash}', '0', '0', '', null, 'admin', '2019-05-01 09:00:00', '', null, '管理员'),
  (2, 100, 'zhangsan', '张三', '', '00', '', '13800000001', '0', '', '${hash}', '0', '0', '', null, 'admin', '2019-06-01 09:00:00', '', null, null),
  (3, 100, 'lisi', '李四', '', '00', 'lisi@example.com', '13800000003', '0', '', '${hash}', '0', '2', '', null, 'admin', '2019-06-01 09:00:00', '', null, null),
  (4, 201, 'jiangnan', '江南制药机械有限公司', 'M-0042', '05', 'jn@example.com', '13800000001', '0', '', '${hash}', '0', '0', '', null, 'admin', '2020-03-02 10:00:00', '', null, null);
create table sys_role (role_id bigint not null auto_increment, role_name varchar(30) not null,
  role_key varchar(100) not null, role_sort int not null, data_scope char(1) default '1',
  status char(1) not null, del_flag char(1) default '0', create_by varchar(64) default '',
  create_time datetime, remark varchar(500), primary key (role_id));
insert into sys_role values (1, '超级管理员', 'admin', 1, '1', '0', '0', 'admin', null, null),
  (2, '普通角色', 'common', 2, '2', '0', '0', 'admin', null, null),
  (100, '新闻编辑', 'newsEditor', 3, '1', '0', '0', 'admin', null, null);
create table sys_menu (menu_id bigint not null auto_increment, menu_name varchar(50) not null,
  parent_id bigint default 0, menu_type char(1) default '', perms varchar(100), primary key (menu_id));
insert into sys_menu values (100, '用户管理', 1, 'C', 'system:user:list'),
  (1000, '用户查询', 100, 'F', 'system:user:query'), (2000, '文章编辑', 0, 'F', 'cms:article:edit'),
  (2001, '定时任务', 0, 'C', 'monitor:job:list');
create table sys_role_menu (role_id bigint not null, menu_id bigint not null, primary key (role_id, menu_id));
insert into sys_role_menu values (100, 100), (100, 1000), (100, 2000), (100, 2001);
create table sys_user_role (user_id bigint not null, role_id bigint not null, primary key (user_id, role_id));
insert into sys_user_role values (1, 1), (2, 100), (3, 100), (4, 2);
create table sys_dict_type (dict_id bigint not null auto_increment, dict_name varchar(100) default '',
  dict_type varchar(100) default '', status char(1) default '0', primary key (dict_id));
insert into sys_dict_type values (1, '用户性别', 'sys_user_sex', '0'), (100, '企业规模', 'ent_scale', '0');
create table sys_dict_data (dict_code bigint not null auto_increment, dict_sort int default 0,
  dict_label varchar(100) default '', dict_value varchar(100) default '', dict_type varchar(100) default '',
  css_class varchar(100), list_class varchar(100), is_default char(1) default 'N',
  status char(1) default '0', primary key (dict_code));
insert into sys_dict_data values (1, 1, '男', '0', 'sys_user_sex', '', '', 'Y', '0'),
  (100, 1, '大型', 'L', 'ent_scale', '', '', 'N', '0'), (101, 2, '中型', 'M', 'ent_scale', '', '', 'N', '0'),
  (102, 3, '停用项', 'X', 'ent_scale', '', '', 'N', '1');
create table sys_config (config_id int not null auto_increment, config_name varchar(100) default '',
  config_key varchar(100) default '', config_value varchar(500) default '', config_type char(1) default 'N',
  primary key (config_id));
insert into sys_config values (1, '账号自助-验证码开关', 'sys.account.captchaEnabled', 'true', 'Y'),
  (2, '主框架页-默认皮肤样式名称', 'sys.index.skinName', 'skin-blue', 'Y'),
  (100, '协会热线', 'assoc.hotline', '010-8888 6666', 'N');
create table sys_notice (notice_id int not null auto_increment, notice_title varchar(50) not null,
  notice_type char(1) not null, notice_content longblob, status char(1) default '0',
  create_by varchar(64) default '', create_time datetime, primary key (notice_id));
insert into sys_notice values
  (1, '年会通知', '1', '<p>欢迎参加年会</p><script>alert("x")</script><img src=x onerror="alert(1)">', '0', 'admin', '2025-03-01 09:00:00'),
  (2, '放假安排', '2', '<p>五一放假 5 天。</p>', '0', 'admin', '2025-04-20 09:00:00');
`;
}

/** RuoYi-Vue-Plus 5.x: a tenant column, 19-digit snowflake ids, user_type sys_user. */
export const PLUS_USER_ID = '1790123456789012345';

export function ruoyiVuePlus(db: string, hash: string): string {
  return `
create database ${db} character set utf8mb4;
use ${db};
create table sys_tenant (id bigint not null, tenant_id varchar(20) not null, company_name varchar(50), primary key (id));
insert into sys_tenant values (1, '000000', '协会');
create table sys_user (user_id bigint not null, tenant_id varchar(20) default '000000', dept_id bigint,
  user_name varchar(30) not null, nick_name varchar(30) not null, user_type varchar(10) default 'sys_user',
  email varchar(50) default '', phonenumber varchar(11) default '', sex char(1) default '0',
  avatar bigint, password varchar(100) default '', status char(1) default '0', del_flag char(1) default '0',
  login_ip varchar(128) default '', login_date datetime, create_dept bigint, create_by bigint,
  create_time datetime, update_by bigint, update_time datetime, remark varchar(500), primary key (user_id));
insert into sys_user values
  (${PLUS_USER_ID}, '000000', 103, 'wangwu', '王五', 'sys_user', 'ww@example.com', '13700000001', '0', null, '${hash}', '0', '0', '', null, 103, 1, '2024-01-01 09:00:00', null, null, null),
  (1790123456789012346, '000000', 103, 'zhaoliu', '赵六', 'app_user', '', '', '0', null, '${hash}', '0', '0', '', null, 103, 1, '2024-01-01 09:00:00', null, null, null);
`;
}
