/** Every kind of scheduled job the product runs, and what it does. */
import { publishInJob } from '#features/content/server/public.ts';
import { ROUND_JOB, roundJob } from '#features/membership/server/term-round.ts';
import { memberDues } from '#features/fees/server/public.ts';
import { COLLECTION_JOB, collectionJob } from '#features/statistics/server/collection.ts';
import {
  closeSurveyJob,
  openSurveyJob,
  SURVEY_CLOSE_JOB,
  SURVEY_OPEN_JOB,
} from '#features/surveys/server/surveys.service.ts';
import {
  TRAINING_REMINDER_JOB,
  trainingReminderJob,
} from '#features/training/server/reminders.service.ts';
import { NIGHTLY_BUILD_JOB, nightlyBuildJob } from './site/nightly-build.ts';
import { MAIL_JOB, mailJob } from './mail/queue.ts';
import { AUDIT_ARCHIVE_JOB, auditArchiveJob } from './audit/audit-archive.ts';
import type { JobHandler } from './jobs/jobs.ts';

export const JOB_HANDLERS: Record<string, JobHandler> = {
  'content.publish': (tx, job, deps) => publishInJob(tx, deps, job.payload),
  [ROUND_JOB]: (tx, _job, deps) => roundJob(tx, deps, memberDues),
  [COLLECTION_JOB]: (tx, _job, deps) => collectionJob(tx, deps),
  [NIGHTLY_BUILD_JOB]: (tx, _job, deps) => nightlyBuildJob(tx, deps),
  [MAIL_JOB]: mailJob,
  [AUDIT_ARCHIVE_JOB]: (tx, _job, deps) => auditArchiveJob(tx, deps),
  [SURVEY_OPEN_JOB]: (tx, job, deps) => openSurveyJob(tx, job.payload, deps.now()),
  [SURVEY_CLOSE_JOB]: (tx, job, deps) => closeSurveyJob(tx, job.payload, deps.now()),
  [TRAINING_REMINDER_JOB]: (tx, _job, deps) => trainingReminderJob(tx, deps),
};
