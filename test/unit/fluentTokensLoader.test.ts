/** @jest-environment node */
// tools/webpack/fluentTokensLoader.cjs: Fluent's tokens written out as the values the object holds.
import { tokens } from '@fluentui/react-components';
import { createRequire } from 'node:module';

type Loader = (this: { emitError: (error: Error) => void }, source: string) => string;
const loader = createRequire(__filename)('../../tools/webpack/fluentTokensLoader.cjs') as Loader;

function run(source: string) {
  const errors: string[] = [];
  const output = loader.call({ emitError: (error) => errors.push(error.message) }, source);
  return { output, errors };
}

describe('Fluent tokens loader', () => {
  it("writes each token a module names as its value, in ours and in Fluent's own modules", () => {
    const ours = [
      "import {\n  makeStyles,\n  tokens,\n} from '@fluentui/react-components';",
      'const border = `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`;',
      'const layer = tokens.zIndexPopup;',
    ].join('\n');
    expect(run(ours)).toEqual({
      output: ours
        .replace('${tokens.strokeWidthThin}', `\${${JSON.stringify(tokens.strokeWidthThin)}}`)
        .replace('${tokens.colorNeutralStroke2}', `\${${JSON.stringify(tokens.colorNeutralStroke2)}}`)
        .replace('tokens.zIndexPopup', JSON.stringify(tokens.zIndexPopup)),
      errors: [],
    });
    expect(tokens.zIndexPopup).toMatch(/^var\(--zIndexPopup, \d+\)$/);

    const fluent = 'import { tokens } from "@fluentui/react-theme";\nimport { x } from "../../utils/tokens.js";\nconst w = tokens.strokeWidthThin;';
    expect(run(fluent).output).toBe(fluent.replace('tokens.strokeWidthThin', JSON.stringify(tokens.strokeWidthThin)));
  });

  it("leaves a module with tokens of its own alone, and refuses a token Fluent does not have", () => {
    const search = "import { tokenize } from './tokenize';\nconst tokens = tokenize(text);\nconst first = tokens.length;";
    expect(run(search)).toEqual({ output: search, errors: [] });

    const typo = "import { tokens } from '@fluentui/react-components';\nconst c = tokens.colorNeutralForground1;";
    expect(run(typo)).toEqual({ output: typo, errors: ['tokens.colorNeutralForground1: Fluent has no such token'] });
  });
});
