/** @jest-environment node */
// The runtime config is written twice per site, as runtime-config.json and inline in the shell's
// index.html (scripts/hosting/runtimeConfigFiles.mjs): by the build, the deploy and the preview alike.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INLINE_BLOCK, inlineJson, placeRuntimeConfig, withInlineConfig } from '../../scripts/hosting/runtimeConfigFiles.mjs';

const repoRoot = path.resolve(__dirname, '../..');
const template = readFileSync(path.join(repoRoot, 'shell/public/index.html'), 'utf8');
const INLINE = /<script[^>]*id=["']?runtime-config["']?[^>]*>([\s\S]*?)<\/script>/;
const config = (apiKey: string) => `${JSON.stringify({ firebase: { apiKey, projectId: 'p' } }, null, 2)}\n`;

describe('the inline runtime config', () => {
  it("has its place in the shell's page", () => {
    expect(INLINE.exec(template)?.[1]).toBe('<%= runtimeConfig %>');
  });

  it('cannot end its script element or hide anything in it, whatever a value holds', () => {
    const hostile = JSON.stringify({ firebase: { apiKey: '</script><script>alert(1)</script><!--', note: '\u2028' } });
    const inline = inlineJson(hostile);
    expect(inline).not.toMatch(/<|\u2028/);
    expect(JSON.parse(inline)).toEqual(JSON.parse(hostile));
  });

  it('refuses text that is not JSON before anything is written', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'runtime-config-'));
    expect(() => placeRuntimeConfig(dir, '{"firebase": ')).toThrow();
    expect(() => readFileSync(path.join(dir, 'runtime-config.json'))).toThrow();
  });

  it('is written with the file, so a deploy or the preview changes both', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'runtime-config-'));
    writeFileSync(path.join(dir, 'index.html'), withInlineConfig(template.replace('<%= runtimeConfig %>', '{}'), config('first')));
    placeRuntimeConfig(dir, config('second'), { inline: true });
    const file = readFileSync(path.join(dir, 'runtime-config.json'), 'utf8');
    const inline = INLINE.exec(readFileSync(path.join(dir, 'index.html'), 'utf8'))?.[1];
    expect(file).toBe(config('second'));
    expect(JSON.parse(inline ?? '')).toEqual(JSON.parse(file));
  });

  it('finds its place in the page as the production build minifies it (attributes unquoted)', () => {
    const minified = '<head><script type=application/json id=runtime-config>{"firebase":{}}</script><script defer src=/main.js></script>';
    expect(INLINE_BLOCK.test(minified)).toBe(true);
    expect(withInlineConfig(minified, config('k'))).toBe(
      `<head><script type=application/json id=runtime-config>${inlineJson(config('k'))}</script><script defer src=/main.js></script>`,
    );
  });

  it("leaves a page that carries none alone (a remote's harness), and refuses a shell page without its place", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'runtime-config-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>harness</title>');
    placeRuntimeConfig(dir, config('k'));
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('<!doctype html><title>harness</title>');
    expect(() => placeRuntimeConfig(dir, config('other'), { inline: true })).toThrow('実行時設定を埋め込む場所がありません');
    expect(readFileSync(path.join(dir, 'runtime-config.json'), 'utf8')).toBe(config('k'));
  });
});
