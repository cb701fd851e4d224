import { checkRulebook } from "./agreement.js";

checkRulebook("sides");
