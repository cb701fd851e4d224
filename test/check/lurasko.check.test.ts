import { checkRulebook } from "./agreement.js";

checkRulebook("lurasko");
