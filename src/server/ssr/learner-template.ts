import { serializeSsrJson, SSR_STATE_ELEMENT_ID } from '../../web/ssr-state';
import { gzipOfPieces, holdPiece, type HeldPiece } from '../http/held-json';
import { escapeHtml } from './escape-html';

// A signed-in learner's problem page, made from a render shared by every learner in the same
// state (decision 030, issue 13). Rendering a problem page costs about 2 ms of the server's CPU,
// and a learner's page was rendered for each learner and page state, so a class reloading or
// opening shared links paid it for every learner. Two learners who have not touched a problem
// get the same page but for who they are: their email in the navbar, and the signed-in user in
// the page's state. So the page is rendered once with a stand-in user, cut where the stand-in
// appears, its pieces compressed once, and each learner's page is those pieces with their own
// email and user between them. The rest of the user (role, unseen answers) names the render.

type TUser = { id: string; email: string; xpTotal: number } & Record<string, unknown>;

const STAND_IN_MARK = 'ssr0learner0q7x';
const STAND_IN = { id: `${STAND_IN_MARK}0id`, email: `${STAND_IN_MARK}0email@contoh.invalid`, xpTotal: 987_654_321 };

/** The user a shared render is made with: this one, with the stand-in's id, email and XP. */
export const standInFor = <U extends TUser>(user: U): U => ({ ...user, ...STAND_IN });

/** What names a shared render besides the page: everything of the user but their id, email and XP. */
export function sharedRenderKey(user: TUser): string {
  const { id: _id, email: _email, xpTotal: _xp, ...rest } = user;
  return JSON.stringify(rest);
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** A shared render cut for splicing: pieces held compressed, with the learner's email, then their user, between them. */
export type LearnerTemplate = { pieces: HeldPiece[]; emails: number; styleHash: string | null };

/**
 * The shared render `html` (made with standInFor(user)) cut for splicing, or null when the stand-in
 * shows anywhere else than as the whole email in the document or as the user in its state (its id
 * or XP in the document, a part of its email, a second copy in the state): such a page is rendered
 * for each learner.
 */
export function cutTemplate(html: string, standIn: TUser, styleHash: string | null): LearnerTemplate | null {
  const stateStart = html.indexOf(`<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">`);
  if (stateStart < 0) return null;
  const documentPart = html.slice(0, stateStart);
  const statePart = html.slice(stateStart);
  const userJson = serializeSsrJson(standIn);
  const userAt = statePart.indexOf(userJson);
  const anyMark = new RegExp(STAND_IN_MARK, 'gi');
  const stateOutsideUser = statePart.slice(0, userAt) + statePart.slice(userAt + userJson.length);
  if (userAt < 0 || count(stateOutsideUser, anyMark) > 0 || stateOutsideUser.includes(String(STAND_IN.xpTotal))) return null;
  const emailCut = documentPart.split(escapeHtml(standIn.email));
  if (count(documentPart, anyMark) !== emailCut.length - 1 || documentPart.includes(String(STAND_IN.xpTotal))) return null;
  const texts = [...emailCut.slice(0, -1), emailCut.at(-1)! + statePart.slice(0, userAt), statePart.slice(userAt + userJson.length)];
  return { pieces: texts.map((text) => holdPiece(Buffer.from(text))), emails: emailCut.length - 1, styleHash };
}

/** The learner's page, gzip-compressed: the template's pieces with their email and user between them. */
export function spliceTemplate(template: LearnerTemplate, user: TUser): Buffer | null {
  const email = Buffer.from(escapeHtml(user.email));
  const parts: Array<HeldPiece | Buffer> = [];
  template.pieces.forEach((piece, index) => {
    parts.push(piece);
    if (index < template.emails) parts.push(email);
    else if (index === template.emails) parts.push(Buffer.from(serializeSsrJson(user)));
  });
  return gzipOfPieces(parts);
}

/** Memory a template takes. */
export const templateBytes = (template: LearnerTemplate) => template.pieces.reduce((sum, piece) => sum + piece.deflated.length + 48, 64);
