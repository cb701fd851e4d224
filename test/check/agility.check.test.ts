import { checkRulebook } from "./agreement.js";

checkRulebook("agility");
