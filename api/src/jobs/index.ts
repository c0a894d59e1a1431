export { enqueueJob, isJobPending, type ClaimedJob, type JobPayload, type NewJob } from './queue';
export { createJobWorker, jobRetryDelay, type JobHandler, type JobRun, type JobWorker, type JobWorkerOptions } from './worker';
