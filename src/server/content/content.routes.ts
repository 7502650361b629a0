import { indexNewsResponse } from '../../shared/schemas/content.ts';
import { jsonRoute } from '../http/openapi.ts';

const tags = ['content'];

export const indexNews = jsonRoute({
  method: 'get', path: '/web/index/indexnews', tags, auth: false,
  summary: 'Home page news and work dynamics, newest first',
  response: indexNewsResponse,
});
