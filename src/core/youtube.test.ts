import { describe, expect, it } from 'vitest';
import { parseYouTubeLink, youtubeEmbedUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeLink', () => {
  it.each([
    ['a watch link', `https://www.youtube.com/watch?v=${ID}`, null],
    ['a watch link with t in seconds and an s', `https://www.youtube.com/watch?v=${ID}&t=30s`, 30],
    ['a watch link with bare seconds', `https://youtube.com/watch?v=${ID}&t=90`, 90],
    ['a mobile link with v after other parameters', `http://m.youtube.com/watch?feature=share&v=${ID}`, null],
    ['a watch link inside a playlist', `https://www.youtube.com/watch?v=${ID}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=2`, null],
    ['a watch link with the time in the fragment', `https://www.youtube.com/watch?v=${ID}#t=2m`, 120],
    ['a short link', `https://youtu.be/${ID}`, null],
    ['a short link with minutes and seconds', `https://youtu.be/${ID}?t=1m30s`, 90],
    ['a shared short link with hours, minutes and seconds', `https://youtu.be/${ID}?si=Ab12Cd34&t=1h2m3s`, 3723],
    ['an embed link with start', `https://www.youtube.com/embed/${ID}?start=45`, 45],
    ['a privacy-enhanced embed link', `https://www.youtube-nocookie.com/embed/${ID}`, null],
    ['a privacy-enhanced embed link without www', `https://youtube-nocookie.com/embed/${ID}?start=5`, 5],
    ['an old /v/ link', `https://www.youtube.com/v/${ID}`, null],
    ['a shorts link', `https://www.youtube.com/shorts/${ID}`, null],
    ['a link typed in capitals', `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, null],
    ['a link pasted with spaces around it', `  https://youtu.be/${ID}  `, null],
  ])('embeds %s', (_label, link, startSeconds) => {
    expect(parseYouTubeLink(link)).toEqual({ videoId: ID, startSeconds });
  });

  it('keeps the - and _ characters a video id may contain', () => {
    expect(parseYouTubeLink('https://www.youtube.com/shorts/aB3_-x9Zk0q')).toEqual({
      videoId: 'aB3_-x9Zk0q',
      startSeconds: null,
    });
  });

  it.each([
    ['a time that is not a time', 'abc'],
    ['a negative time', '-5'],
    ['zero', '0'],
    ['an unknown unit', '1m30x'],
    ['an empty time', ''],
    ['units in the wrong order', '30s1m'],
    ['a time too large to be a number', '9'.repeat(30)],
  ])('ignores %s as a start offset but still embeds the video', (_label, time) => {
    expect(parseYouTubeLink(`https://www.youtube.com/watch?v=${ID}&t=${time}`)).toEqual({
      videoId: ID,
      startSeconds: null,
    });
  });

  it.each([
    ['a look-alike host ending in youtube.com.evil.com', `https://www.youtube.com.evil.com/watch?v=${ID}`],
    ['a look-alike host containing youtube', `https://evilyoutube.com/watch?v=${ID}`],
    ['another site using the same path', `https://evil.com/watch?v=${ID}`],
    ['credentials that make evil.com the real host', `https://youtube.com@evil.com/watch?v=${ID}`],
    ['credentials on a YouTube host', `https://user:pass@www.youtube.com/watch?v=${ID}`],
    ['a YouTube host on an unusual port', `https://www.youtube.com:8443/watch?v=${ID}`],
    ['a javascript: URL', `javascript:alert(1)//www.youtube.com/watch?v=${ID}`],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['an ftp link', `ftp://youtube.com/watch?v=${ID}`],
    ['a protocol-relative link', `//www.youtube.com/watch?v=${ID}`],
    ['YouTube Music', `https://music.youtube.com/watch?v=${ID}`],
    ['a playlist without a video', 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'],
    ['a channel page', 'https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw'],
    ['a handle page', 'https://www.youtube.com/@matematika'],
    ['the YouTube home page', 'https://www.youtube.com/'],
    ['a watch link without v', 'https://www.youtube.com/watch?t=30'],
    ['a video id that is too short', 'https://www.youtube.com/watch?v=abc123'],
    ['a video id that is too long', `https://www.youtube.com/watch?v=${ID}Q`],
    ['a video id with an encoded angle bracket', 'https://www.youtube.com/watch?v=dQw4w9WgX%3Cs'],
    ['an embed link without an id', 'https://www.youtube.com/embed/'],
    ['an embed link with an extra path segment', `https://www.youtube.com/embed/${ID}/extra`],
    ['a short link without an id', 'https://youtu.be/'],
    ['a short link with an extra path segment', `https://youtu.be/${ID}/extra`],
    ['a short link on www', `https://www.youtu.be/${ID}`],
    ['another video site', 'https://vimeo.com/123456789'],
    ['text that is not a link', 'lihat video di youtube'],
    ['an empty link', ''],
  ])('gives no video for %s', (_label, link) => {
    expect(parseYouTubeLink(link)).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it.each([
    ['without a start offset', { videoId: ID, startSeconds: null }, `https://www.youtube-nocookie.com/embed/${ID}`],
    ['with a start offset', { videoId: ID, startSeconds: 90 }, `https://www.youtube-nocookie.com/embed/${ID}?start=90`],
  ])('builds the privacy-enhanced embed URL %s', (_label, video, expected) => {
    expect(youtubeEmbedUrl(video)).toBe(expected);
  });

  it('turns a pasted watch link with a time into an embed that starts there', () => {
    const video = parseYouTubeLink(`https://www.youtube.com/watch?v=${ID}&t=1m30s`);
    expect(video && youtubeEmbedUrl(video)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?start=90`);
  });
});
