// One world of the interactive preview in its own worker thread, so each world has its own globals (the stand-in's
// game, CONFIG, ui): boots the session bundle the server names, then answers the server's interactions one by one.
import { parentPort, workerData } from "node:worker_threads";

const { startSession } = await import(workerData.session);
const session = await startSession(workerData.preset);
process.on("unhandledRejection", (error) => session.reportError(error));
parentPort.on("message", async ({ id, request }) => {
  try {
    parentPort.postMessage({ id, state: await session.interact(request) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
parentPort.postMessage({ ready: true });
