/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const configs = pgTable('sys_config', {
  configKey: text('config_key').primaryKey(),
  configValue: text('config_value').notNull(),
  configName: text('config_name').notNull().default(''),
  /** Only public keys are readable without the system:config:query permission. */
  isPublic: boolean('is_public').notNull().default(false),
});

export const dictData = pgTable(
  'sys_dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: text('dict_type').notNull(),
    dictLabel: text('dict_label').notNull(),
    dictLabelEn: text('dict_label_en'),
    dictValue: text('dict_value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('sys_dict_data_type_value_key').on(t.dictType, t.dictValue)],
);
