import base from "./vitest.config.ts";
const c: any = base;
c.test.setupFiles = [...c.test.setupFiles, "./profile-setup.tmp.ts"];
export default c;
