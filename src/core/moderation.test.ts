import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES, MODERATION_TEXT_MAX_LENGTH, ZModerationRequest, type TModerationRequest } from './moderation';

const resolvedMessage = MODERATION_MESSAGES.resolvedNeedsProblemAndAnswer;
const refusedMessage = MODERATION_MESSAGES.refusedNeedsReason;
const tooLongText = 'x'.repeat(MODERATION_TEXT_MAX_LENGTH + 1);

function issuesOf(input: unknown) {
  const result = ZModerationRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('moderation: what each status requires', () => {
  it.each<[string, TModerationRequest, string[][]]>([
    ['resolved without problem id and answer', { status: 'resolved' }, [['problemId', resolvedMessage], ['simpleAnswer', resolvedMessage]]],
    ['resolved with only a problem id', { status: 'resolved', problemId: 'PR-ABCDEFGH' }, [['simpleAnswer', resolvedMessage]]],
    ['resolved with only an answer', { status: 'resolved', simpleAnswer: '$x = 5$' }, [['problemId', resolvedMessage]]],
    ['resolved with blanks', { status: 'resolved', problemId: '  ', simpleAnswer: ' \n ' }, [['problemId', resolvedMessage], ['simpleAnswer', resolvedMessage]]],
    ['resolved with a malformed problem id', { status: 'resolved', problemId: 'TH-ABCDEFGH', simpleAnswer: '5' }, [['problemId', MODERATION_MESSAGES.invalidProblemId]]],
    ['resolved with an answer over the limit', { status: 'resolved', problemId: 'PR-ABCDEFGH', simpleAnswer: tooLongText }, [['simpleAnswer', MODERATION_MESSAGES.tooLong]]],
    ['resolved with both', { status: 'resolved', problemId: 'PR-ABCDEFGH', simpleAnswer: '5' }, []],
    ['not_answerable without a reason', { status: 'not_answerable' }, [['adminReason', refusedMessage]]],
    ['not_answerable with a blank reason', { status: 'not_answerable', adminReason: '   ' }, [['adminReason', refusedMessage]]],
    ['not_answerable with a reason over the limit', { status: 'not_answerable', adminReason: tooLongText }, [['adminReason', MODERATION_MESSAGES.tooLong]]],
    ['not_answerable with a reason', { status: 'not_answerable', adminReason: 'Foto buram' }, []],
    ['pending with nothing else', { status: 'pending' }, []],
    ['answerable with leftovers of other statuses', { status: 'answerable', adminReason: tooLongText, problemId: 'bukan kode', simpleAnswer: '' }, []],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(input)).toEqual(expected);
  });

  it.each([
    ['an unknown status', { status: 'closed' }],
    ['a missing status', {}],
    ['an unknown field', { status: 'pending', note: 'x' }],
  ])('refuses %s', (_name, input) => {
    expect(issuesOf(input)).not.toEqual([]);
  });
});

describe('moderation: what a save keeps', () => {
  const filled = { adminReason: ' Foto buram ', problemId: ' pr-abcdefgh ', simpleAnswer: ' $x = 5$ ' };

  it.each<[TModerationRequest['status'], { adminReason: string | null; problemId: string | null; simpleAnswer: string | null }]>([
    ['resolved', { adminReason: null, problemId: 'PR-ABCDEFGH', simpleAnswer: '$x = 5$' }],
    ['not_answerable', { adminReason: 'Foto buram', problemId: null, simpleAnswer: null }],
    ['answerable', { adminReason: null, problemId: null, simpleAnswer: null }],
    ['pending', { adminReason: null, problemId: null, simpleAnswer: null }],
  ])('%s keeps only its own fields, trimmed', (status, kept) => {
    expect(ZModerationRequest.parse({ status, ...filled })).toEqual({ status, ...kept });
  });
});
