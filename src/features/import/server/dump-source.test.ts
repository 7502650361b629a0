/** The mysqldump reader: what mysqldump writes, read by column name. */
import { describe, expect, it } from 'vitest';
import { parseDump } from './dump-source.ts';

const DUMP = `-- MariaDB dump 10.19
--
/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
DROP TABLE IF EXISTS \`sys_notice\`;
/*!40101 SET character_set_client = utf8 */;
CREATE TABLE \`sys_notice\` (
  \`notice_id\` int(4) NOT NULL AUTO_INCREMENT COMMENT '公告ID',
  \`notice_title\` varchar(50) NOT NULL,
  \`notice_content\` longblob DEFAULT NULL,
  \`create_time\` datetime DEFAULT NULL,
  PRIMARY KEY (\`notice_id\`),
  KEY \`idx\` (\`notice_title\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
LOCK TABLES \`sys_notice\` WRITE;
INSERT INTO \`sys_notice\` VALUES (1,'It\\'s; here','<p>a\\nb</p>','2025-03-01 09:00:00'),(2,'两个''引号',NULL,NULL),
(3,'hex',0x3C703EE4BDA03C2F703E,'2025-01-01 00:00:00');
UNLOCK TABLES;
INSERT INTO \`sys_config\` (\`config_key\`, \`config_value\`) VALUES ('a.b','x,y)z');
`;

describe('parseDump', () => {
  const tables = parseDump(DUMP);

  it('reads the rows by the column names of CREATE TABLE, escapes undone', () => {
    expect(tables.get('sys_notice')?.rows).toEqual([
      {
        notice_id: '1',
        notice_title: "It's; here",
        notice_content: '<p>a\nb</p>',
        create_time: '2025-03-01 09:00:00',
      },
      { notice_id: '2', notice_title: "两个'引号", notice_content: null, create_time: null },
      {
        notice_id: '3',
        notice_title: 'hex',
        notice_content: '<p>你</p>',
        create_time: '2025-01-01 00:00:00',
      },
    ]);
  });

  it('reads an INSERT with its own column list', () => {
    expect(tables.get('sys_config')?.rows).toEqual([{ config_key: 'a.b', config_value: 'x,y)z' }]);
  });
});
