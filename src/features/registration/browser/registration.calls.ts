/** Calls about a unit's own registration: read it, correct it and send it again. */
import type { z } from 'zod';
import type { registrationCorrection } from '../contract/registration.contract.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export const ownRegistration = async () => unwrap(await api().GET('/center/registration')).data;

export const resubmitRegistration = async (body: z.output<typeof registrationCorrection>) =>
  unwrap(await api().PUT('/center/registration', { body }));
