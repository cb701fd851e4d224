import { checkRulebook } from "./agreement.js";

checkRulebook("lot");
