/** A zone operation the rules refuse: the rules' one Refusal, with a lang key under FRAY.ZONE. */
export { refuse, type Refusal as ZoneRefusal } from "../refusal.js";
