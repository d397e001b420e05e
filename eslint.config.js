// ESLint's and typescript-eslint's recommended rules for every TypeScript
// and JavaScript file of the repository; `./scripts/test.sh` runs it.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "target/",
      "pkg/",
      "**/dist/",
      "**/dev-dist/",
      "tests/e2e/screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `_name` says "unused on purpose".
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // The browser tests' pages define $table(): the table's shadow root.
    files: ["tests/e2e/**"],
    languageOptions: { globals: { $table: "readonly" } },
  },
  {
    // CommonJS, preloaded with --require.
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
