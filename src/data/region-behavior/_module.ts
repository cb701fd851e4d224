export { ZoneBehaviorModel } from "./zone.js";
