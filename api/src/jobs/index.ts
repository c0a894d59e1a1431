export { enqueueJob, ensureJobBy, isJobPending, type ClaimedJob, type JobPayload, type NewJob } from './queue';
export { createJobWorker, jobRetryDelay, PERIODIC_JOB_KEY, type JobHandler, type JobRun, type JobWorker, type JobWorkerOptions } from './worker';
