import { envelope } from '../../shared/schemas/envelope.ts';
import * as S from '../../shared/schemas/system.ts';
import { jsonRoute } from '../http/openapi.ts';

const tags = ['system'];

export const configByKey = jsonRoute({
  method: 'get', path: '/system/config/configKey/{key}', tags, auth: false,
  summary: 'A configuration value, in msg (non-public keys need system:config:query)',
  params: S.configKeyParams, response: envelope,
});

export const dictByType = jsonRoute({
  method: 'get', path: '/system/dict/data/type/{type}', tags, auth: false,
  summary: 'Dictionary entries of a type, sorted',
  params: S.dictTypeParams, response: S.dictResponse,
});
