// One world of the interactive preview in its own worker thread, so each world has its own globals (the stand-in's
// game, CONFIG, ui): boots the session bundle the server names, then answers the server's interactions one by one.
// A reset boots a new world from a fresh copy of the bundle in the same thread (its modules, not happy-dom's, anew).
import { parentPort, workerData } from "node:worker_threads";

let copies = 0;
/** Boots a world under `preset` from a fresh copy of the session bundle. */
async function boot(preset) {
  copies += 1;
  const { startSession } = await import(`${workerData.session}?copy=${copies}`);
  return startSession(preset);
}

let session = await boot(workerData.preset);
process.on("unhandledRejection", (error) => session.reportError(error));
parentPort.on("message", async ({ id, request, reset }) => {
  try {
    if (reset) session = await boot(reset);
    parentPort.postMessage({ id, state: await session.interact(reset ? { kind: "state" } : request) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
parentPort.postMessage({ ready: true });
