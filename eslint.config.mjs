import js from "@eslint/js";
import stylistic from "@stylistic/eslint-plugin";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Globals Foundry provides at runtime; the pure rules layer may touch none of them. */
const FOUNDRY_GLOBALS = ["foundry", "game", "CONFIG", "CONST", "Hooks", "ui", "canvas", "Roll", "ChatMessage",
  "Actor", "Item", "Combat", "Combatant", "fromUuid", "fromUuidSync", "document", "window", "Token"];

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "coverage/", "test-results/", "packs/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "@stylistic": stylistic },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@stylistic/indent": ["error", 2],
      "@stylistic/quotes": ["error", "double", { avoidEscape: true }],
      "@stylistic/semi": ["error", "always"],
      "@stylistic/max-len": ["error", { code: 120, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true }],
      "@stylistic/comma-dangle": ["error", "always-multiline"],
      "@stylistic/eol-last": ["error", "always"],
      "@stylistic/no-trailing-spaces": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "eqeqeq": ["error", "smart"],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["src/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["src/**/*.ts"],
    ignores: ["src/rules/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { regex: "(^|/)rules/(?!index\\.js$)",
          message: "Import the rules only through src/rules/index.js, their public API; export from there what is needed." },
      ] }],
    },
  },
  {
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", ...FOUNDRY_GLOBALS.map((name) => ({
        name, message: "src/rules is pure: take data in and return data out, no Foundry or DOM globals.",
      }))],
      "no-restricted-properties": ["error", {
        object: "Math", property: "random", message: "src/rules takes randomness only through a Dice.",
      }],
      "no-restricted-imports": ["error", { patterns: [
        { regex: "(^|/)(data|documents|applications|config|dice)/|(^|/)(settings|fray)(\\.js)?$",
          message: "src/rules imports only from src/rules." },
        { group: ["fvtt-types", "fvtt-types/*", "@league-of-foundry-developers/*"], message: "src/rules is pure." },
      ] }],
    },
  },
);
