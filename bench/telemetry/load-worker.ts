// Runs sendLoad in a worker thread, so the load generator's own work (building beacons, its HTTP
// client) does not run on the event loop of the backend it measures.
import { parentPort, workerData } from 'node:worker_threads';
import { sendLoad, type LoadPlan } from './load';

sendLoad(workerData as LoadPlan).then(
  (result) => parentPort!.postMessage({ ...result, expected: [...result.expected] }),
  (error: Error) => parentPort!.postMessage({ error: error.message }),
);
