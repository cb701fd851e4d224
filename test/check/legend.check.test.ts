import { checkRulebook } from "./agreement.js";

checkRulebook("legend");
