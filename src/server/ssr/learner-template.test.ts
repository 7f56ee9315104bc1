import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serializeSsrJson } from '../../web/ssr-state';
import { cutTemplate, sharedRenderKey, spliceTemplate, standInFor } from './learner-template';

// A learner's page made from a render shared by learners in the same state (decision 030); the
// whole page against React's own render is in server-rendering.test.ts.
const learner = { id: 'u-7', email: "o'neil@contoh.id", role: 'basic', xpTotal: 1200, unseenAnsweredQuestions: 2 };
const standIn = standInFor(learner);
const state = (user: unknown) => `<script type="application/json" id="ssr-state">{"queries":[{"key":["me"],"data":{"user":${serializeSsrJson(user)}}}]}</script>`;
const page = (documentPart: string, user: unknown = standIn) => `<html><body><div id="root">${documentPart}</div>${state(user)}</body></html>`;

describe('a render shared by learners', () => {
  it("is named by the learner's role and unseen answers, not by who they are", () => {
    expect(sharedRenderKey(learner)).toBe(sharedRenderKey({ ...learner, id: 'u-8', email: 'lain@contoh.id', xpTotal: 5 }));
    expect(sharedRenderKey(learner)).not.toBe(sharedRenderKey({ ...learner, unseenAnsweredQuestions: 0 }));
    expect(sharedRenderKey(learner)).not.toBe(sharedRenderKey({ ...learner, role: 'admin' }));
  });

  it("gets each learner's email, escaped, where the stand-in's was, and their user in the state", () => {
    const template = cutTemplate(page(`<span title="${standIn.email}">${standIn.email}</span><p>Soal</p>`), standIn, 'sha');
    expect(template).not.toBeNull();
    const html = gunzipSync(spliceTemplate(template!, learner)!).toString();
    expect(html).toBe(page(`<span title="o&#x27;neil@contoh.id">o&#x27;neil@contoh.id</span><p>Soal</p>`, learner));
    expect(template!.styleHash).toBe('sha');
  });

  it('is not made when the stand-in shows anywhere else: the page is then rendered for each learner', () => {
    const shownElsewhere = [
      page(`<span>${standIn.id}</span>`),
      page(`<span>${standIn.email.split('@')[0]}</span>`),
      page(`<span>${standIn.email.toUpperCase()}</span>`),
      page(`<span>${standIn.xpTotal} XP</span>`),
      `${page('')}<script>${serializeSsrJson(standIn)}</script>`,
      page('', learner),
      `<div id="root">${standIn.email}</div>`,
    ];
    for (const html of shownElsewhere) expect(cutTemplate(html, standIn, null), html).toBeNull();
  });
});
