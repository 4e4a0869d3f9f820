import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keepOwnHashes as keepOwnHashesOfBytes } from '../../../src/lib/security/page-policy.ts';

const keepOwnHashes = (html: string) => Buffer.from(keepOwnHashesOfBytes(Buffer.from(html))).toString();

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}">${body}</head></html>`;
const policyOf = (html: string) => /content="([^"]*)"/.exec(html)![1];

describe("a page's policy keeps the hashes of its own inline code", () => {
  const style = 'a{color:red}';
  const script = 'console.log(1)';
  const elsewhere = 'body{margin:0}';

  it('drops the hashes of code the page does not carry and keeps every other source', () => {
    const html = page(
      `default-src 'self'; script-src 'self' ${hash(script)} ${hash('other()')}; style-src 'self' ${hash(elsewhere)} ${hash(style)}`,
      `<style>${style}</style><script type="module">${script}</script>`,
    );
    expect(policyOf(keepOwnHashes(html))).toBe(
      `default-src 'self'; script-src 'self' ${hash(script)}; style-src 'self' ${hash(style)}`,
    );
  });

  it('reads the quotes when they are written as entities', () => {
    const entity = (source: string) => source.replaceAll("'", '&#39;');
    const html = page(
      `style-src &#39;self&#39; ${entity(hash(style))} ${entity(hash(elsewhere))}`,
      `<style>${style}</style>`,
    );
    expect(policyOf(keepOwnHashes(html))).toBe(`style-src &#39;self&#39; ${entity(hash(style))}`);
  });

  it('reads code in any language as the UTF-8 bytes the browser hashes', () => {
    const hindi = '.note::after{content:"सहेजा गया"}';
    const html = page(`style-src 'self' ${hash(hindi)} ${hash(elsewhere)}`, `<style>${hindi}</style><p>सहेजें</p>`);
    expect(policyOf(keepOwnHashes(html))).toBe(`style-src 'self' ${hash(hindi)}`);
  });

  it('reads "<style>" written inside an attribute as text, not as an element', () => {
    const description = '<style></math><img src onerror=alert(1)> A wetting agent';
    const html = page(
      `style-src 'self' ${hash(style)} ${hash(elsewhere)}`,
      `<meta name="description" content="${description}"><!-- <style>${elsewhere}</style> --><style>${style}</style>`,
    );
    expect(policyOf(keepOwnHashes(html))).toBe(`style-src 'self' ${hash(style)}`);
  });

  it('reads the rest of the page as inside a tag whose quote is never closed, as a browser does', () => {
    const html = page(`style-src 'self' ${hash(style)}`, `<p title="unclosed><style>${style}</style>`);
    expect(policyOf(keepOwnHashes(html))).toBe("style-src 'self'");
  });

  it('does not take an element whose name only begins like script or style for code', () => {
    const html = page(
      `script-src 'self' ${hash(script)}; style-src 'self' ${hash(style)} ${hash(elsewhere)}`,
      `<scripted-note>${script}</scripted-note><style-guide>${elsewhere}</style-guide><style>${style}</style>`,
    );
    expect(policyOf(keepOwnHashes(html))).toBe(`script-src 'self'; style-src 'self' ${hash(style)}`);
  });

  it('does not count a script that is loaded from a file as inline code', () => {
    const html = page(`script-src 'self' ${hash('')}`, '<script type="module" src="/_astro/a.js"></script>');
    expect(policyOf(keepOwnHashes(html))).toBe("script-src 'self'");
  });

  it('does not count JSON-LD, which the browser never runs, as code', () => {
    const data = '{"@type":"Product"}';
    const html = page(`script-src 'self' ${hash(data)}`, `<script type="application/ld+json">${data}</script>`);
    expect(policyOf(keepOwnHashes(html))).toBe("script-src 'self'");
  });

  it('keeps the hash of a style inside a template, which a script may put in the page later', () => {
    const html = page(`style-src 'self' ${hash(style)}`, `<template><style>${style}</style></template>`);
    expect(policyOf(keepOwnHashes(html))).toBe(`style-src 'self' ${hash(style)}`);
  });

  it('leaves a page without a policy, or without hashes, as it is', () => {
    expect(keepOwnHashes('<p>no policy</p>')).toBe('<p>no policy</p>');
    const plain = page("default-src 'self'", '<style>a{}</style>');
    expect(keepOwnHashes(plain)).toBe(plain);
  });
});
