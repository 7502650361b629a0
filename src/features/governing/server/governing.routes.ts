/** Governing units: only user types 03–06 see the roster and its details. */
import { createRoute } from '@hono/zod-openapi';
import { GOVERNING_USER_TYPES } from '#shared/constants.ts';
import * as S from '../contract/governing.contract.ts';
import { idParams } from '#shared/schemas/params.ts';
import { requireUserType } from '#server/auth/guard.ts';
import { bearer, jsonResponses } from '#server/http/openapi.ts';

/** The user type decides, as the menu does; hiding the menu entry alone would not be enough. */
const requireGoverning = requireUserType(GOVERNING_USER_TYPES);

const tags = ['governing'];
export const list = createRoute({
  method: 'get',
  path: '/center/governing',
  tags,
  security: bearer,
  middleware: [requireGoverning] as const,
  summary: 'The governing units: president, vice-president and director units with their contacts',
  responses: jsonResponses(S.governingListResponse),
});
export const detail = createRoute({
  method: 'get',
  path: '/center/governing/{id}',
  tags,
  security: bearer,
  middleware: [requireGoverning] as const,
  summary: 'One governing unit with its registered information',
  request: { params: idParams },
  responses: jsonResponses(S.governingDetailResponse),
});
