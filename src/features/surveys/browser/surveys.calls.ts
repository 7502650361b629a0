/** Surveys: the secretariat's calls, and a unit's. No state here. */
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import { saveStream } from '#client/download.ts';
import type { Answer } from '../contract/survey-rules.ts';
import type { SurveyInput } from '../contract/surveys.contract.ts';

export const surveys = async () => unwrap(await api().GET('/surveys')).rows;

export const draftSurvey = async (body: SurveyInput) =>
  unwrap(await api().POST('/surveys', { body })).data;

export const editSurvey = async (id: number, body: SurveyInput) =>
  unwrap(await api().PUT('/surveys/{id}', { params: { path: { id } }, body })).data;

export const surveyStep = async (
  id: number,
  step: 'open' | 'schedule' | 'unschedule' | 'close' | 'publish',
) => unwrap(await api().POST(`/surveys/{id}/${step}`, { params: { path: { id } } })).data;

export const surveyResults = async (id: number) =>
  unwrap(await api().GET('/surveys/{id}/results', { params: { path: { id } } })).data;

/** The results' spreadsheet, in the console's language, saved under the name the server gives. */
export const exportResults = async (id: number) =>
  saveStream(
    await api().GET('/surveys/{id}/export', { params: { path: { id } }, parseAs: 'stream' }),
    () => undefined,
  );

/** The results' record to print and sign (a PDF in both languages), under the server's name. */
export const downloadRecord = async (id: number) =>
  saveStream(
    await api().GET('/surveys/{id}/record', { params: { path: { id } }, parseAs: 'stream' }),
    () => undefined,
  );

export const mySurveys = async () => unwrap(await api().GET('/center/surveys')).rows;

export const answerSurvey = async (id: number, answers: Answer[], receipt: string) =>
  unwrap(
    await api().POST('/center/surveys/{id}/answer', {
      params: { path: { id } },
      body: { answers, receipt },
    }),
  ).data;
