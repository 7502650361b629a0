/**
 * A small RuoYi-Vue database and a RuoYi-Vue-Plus one, written for the import tests: tables and
 * column names as RuoYi's published SQL has them (sql/ry_*.sql), rows of our own. The Vue sys_user
 * carries a column an association added in the middle, so only reading by name gets it right.
 */
export const OLD_PASSWORD = 'Qiye@2019';

/** Valid unified social credit codes (check character included). */
export const TAX_ID = {
  jiangnan: '91320500MA1XYW001K',
  suzhou: '91310000MA1ABC0021',
  plus: '91110000MA0DEF0035',
};
export const PLUS_UNIT_ID = '1790123456789099999';

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
  (4, 201, 'jiangnan', '江南制药机械有限公司', 'M-0042', '05', 'jn@example.com', '13800000001', '0', '', '${hash}', '0', '0', '', null, 'admin', '2020-03-02 10:00:00', '', null, null),
  (5, null, 'huadong', '华东包装设备厂', '', '02', 'hd@example.com', '13800000005', '0', '', '${hash}', '0', '0', '', null, 'admin', '2021-01-02 10:00:00', '', null, null);
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
create table sys_enterprise (enterprise_id bigint not null auto_increment, dept_id bigint, user_id bigint,
  enterprise_name varchar(100) not null, credit_code varchar(18) default '', contact_name varchar(30),
  contact_phone varchar(20), email varchar(50), address varchar(200), legal_person varchar(30),
  wechat_id varchar(50), is_member char(1) default '0', member_start datetime, member_end date,
  del_flag char(1) default '0', create_time datetime, primary key (enterprise_id));
insert into sys_enterprise values
  (1, 201, 4, '江南制药机械有限公司', '${TAX_ID.jiangnan}', '王经理', '13900000001', 'jn@example.com', '江苏省苏州市工业园区星湖街 1 号', '王建国', 'jn-wx', '1', '2024-06-15 10:00:00', '2026-12-31', '0', '2020-03-02 10:00:00'),
  (2, null, 5, '华东包装设备厂', '${TAX_ID.jiangnan}', '刘主任', '13900000001', 'hd@example.com', '上海市嘉定区', null, null, '0', '2021-01-02 10:00:00', '2023-12-31', '0', '2021-01-02 10:00:00'),
  (3, null, null, '苏州无菌灌装技术有限公司', '${TAX_ID.suzhou}', '陈工', '13900000003', '', null, null, null, '1', '2025-03-20 14:30:00', '2025-12-31', '0', '2025-03-20 14:30:00'),
  (4, null, null, '已注销企业', '', null, null, null, null, null, null, '0', null, null, '2', '2019-01-01 00:00:00');
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
  (2, '放假安排', '2', '<p>五一放假 5 天。</p>', '0', 'admin', '2025-04-20 09:00:00'),
  (3, '会员证书领取', '1', '<p><img src="/profile/upload/2025/05/01/logo_20250501.png" /> 请阅读<a href="http://old.example.org/prod-api/profile/upload/2025/05/01/guide.pdf">领取指南</a>。<img src="/profile/upload/2025/05/01/gone.png" /></p>', '0', 'admin', '2025-05-01 09:00:00');
create table sys_notice_read (notice_id bigint not null, user_id bigint not null, read_time datetime,
  primary key (notice_id, user_id));
insert into sys_notice_read values (1, 4, '2025-03-02 08:00:00'), (2, 4, '2025-04-21 08:00:00'),
  (1, 3, '2025-03-02 09:00:00');
create table cms_article (article_id bigint not null auto_increment, title varchar(200) not null,
  content longtext, publish_time datetime, view_count int default 0, del_flag char(1) default '0',
  primary key (article_id));
insert into cms_article values
  (7, '协会召开年度理事会', '<p>理事会在苏州召开。</p><p><img src="/profile/upload/2025/05/01/logo_20250501.png" /></p><iframe src="https://evil.example"></iframe>', '2025-05-10 10:00:00', 321, '0'),
  (8, '已删除的文章', '<p>旧</p>', '2019-01-01 00:00:00', 0, '2');
create table sys_logininfor (info_id bigint not null auto_increment, user_name varchar(50) default '',
  ipaddr varchar(128) default '', login_location varchar(255) default '', browser varchar(50) default '',
  os varchar(50) default '', status char(1) default '0', msg varchar(255) default '', login_time datetime,
  primary key (info_id));
insert into sys_logininfor values
  (1, 'admin', '192.168.1.10', '内网IP', 'Chrome 12', 'Windows 10', '0', '登录成功', '2025-06-01 08:59:00'),
  (2, 'jiangnan', '58.33.1.2', '上海市', 'Firefox 11', 'Mac OS X', '1', '用户不存在/密码错误', '2025-06-02 10:00:00'),
  (3, 'jiangnan', '58.33.1.2', '上海市', 'Firefox 11', 'Mac OS X', '0', '登录成功', '2025-06-02 10:01:00');
create table sys_oper_log (oper_id bigint not null auto_increment, title varchar(50) default '',
  business_type int default 0, method varchar(200) default '', request_method varchar(10) default '',
  operator_type int default 0, oper_name varchar(50) default '', dept_name varchar(50) default '',
  oper_url varchar(255) default '', oper_ip varchar(128) default '', oper_location varchar(255) default '',
  oper_param varchar(2000) default '', json_result varchar(2000) default '', status int default 0,
  error_msg varchar(2000) default '', oper_time datetime, cost_time bigint default 0, primary key (oper_id));
insert into sys_oper_log values
  (100, '用户管理', 2, 'com.ruoyi.web.controller.system.SysUserController.edit()', 'PUT', 1, 'admin', '协会秘书处', '/system/user', '192.168.1.10', '内网IP', '{"userId":2}', '{"code":200}', 0, '', '2025-06-01 09:05:00', 12),
  (101, '通知公告', 3, 'com.ruoyi.web.controller.system.SysNoticeController.remove()', 'DELETE', 1, 'zhangsan', '协会秘书处', '/system/notice/9', '192.168.1.11', '内网IP', '{}', '', 1, '通知不存在', '2025-06-03 15:00:00', 3);
`;
}

/** RuoYi-Vue-Plus 5.x: a tenant column, 19-digit snowflake ids, user_type sys_user. */
export const PLUS_USER_ID = '1790123456789012345';

export function ruoyiVuePlus(
  db: string,
  hash: string,
  ossUrl = 'http://127.0.0.1:9/none.png',
): string {
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
create table sys_enterprise (enterprise_id bigint not null, tenant_id varchar(20) default '000000',
  enterprise_name varchar(100) not null, credit_code varchar(18) default '', contact_phone varchar(20),
  is_member char(1) default '0', member_start datetime, member_end date, del_flag char(1) default '0',
  primary key (enterprise_id));
create table sys_oss (oss_id bigint not null, tenant_id varchar(20) default '000000',
  file_name varchar(255) not null, original_name varchar(255) not null, file_suffix varchar(10),
  url varchar(500) not null, ext1 text, create_dept bigint, create_time datetime, create_by bigint,
  update_time datetime, update_by bigint, service varchar(20) default 'minio', primary key (oss_id));
insert into sys_oss values (1790123456789077777, '000000', '2024/09/01/a1b2c3.png', '展会海报.png', '.png',
  '${ossUrl}', null, 103, '2024-09-01 09:00:00', ${PLUS_USER_ID}, null, null, 'minio');
create table sys_notice (notice_id bigint not null, tenant_id varchar(20) default '000000',
  notice_title varchar(50) not null, notice_type char(1) not null, notice_content longblob,
  status char(1) default '0', create_dept bigint, create_by bigint, create_time datetime,
  primary key (notice_id));
insert into sys_notice values (1790123456789088888, '000000', '展会通知', '1',
  '<p>海报：<img src="${ossUrl}" /></p>', '0', 103, ${PLUS_USER_ID}, '2024-09-02 09:00:00');
insert into sys_enterprise values (${PLUS_UNIT_ID}, '000000', '北方制药装备集团', '${TAX_ID.plus}', '13600000001', '1', '2024-09-01 09:00:00', '2025-08-31', '0');
`;
}
