export type YouTubeVideo = {
  videoId: string;
  startSeconds: number | null;
};

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_LINK_HOST = 'youtu.be';
const PATH_FORMS = new Set(['embed', 'v', 'shorts']);
const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
const TIME_PATTERN = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/i;

// Spec 5: only YouTube links are embedded, and a t parameter becomes the start offset.
export function parseYouTubeLink(link: string): YouTubeVideo | null {
  const url = parseWebUrl(link);
  if (!url) return null;
  const videoId = videoIdFrom(url);
  if (!videoId) return null;
  return { videoId, startSeconds: startSecondsFrom(url) };
}

// The privacy-enhanced host sets no cookies until the learner presses play.
export function youtubeEmbedUrl(video: YouTubeVideo): string {
  const embedUrl = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}`;
  return video.startSeconds ? `${embedUrl}?start=${video.startSeconds}` : embedUrl;
}

function parseWebUrl(link: string): URL | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const isWebProtocol = url.protocol === 'https:' || url.protocol === 'http:';
  const hasCredentialsOrPort = url.username !== '' || url.password !== '' || url.port !== '';
  return isWebProtocol && !hasCredentialsOrPort ? url : null;
}

function videoIdFrom(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const candidate = candidateVideoId(url, segments);
  return candidate && VIDEO_ID_PATTERN.test(candidate) ? candidate : null;
}

function candidateVideoId(url: URL, segments: string[]): string | null {
  if (url.hostname === SHORT_LINK_HOST) return segments.length === 1 ? (segments[0] ?? null) : null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (segments.length === 1 && segments[0] === 'watch') return url.searchParams.get('v');
  const [form, id] = segments;
  return segments.length === 2 && form && PATH_FORMS.has(form) ? (id ?? null) : null;
}

function startSecondsFrom(url: URL): number | null {
  const fragmentParams = new URLSearchParams(url.hash.slice(1));
  const rawTime = url.searchParams.get('t') ?? url.searchParams.get('start') ?? fragmentParams.get('t');
  return rawTime === null ? null : parseTimeOffset(rawTime);
}

// Accepts the forms YouTube itself writes: '90', '90s', '1m30s', '1h2m3s'.
function parseTimeOffset(rawTime: string): number | null {
  const match = TIME_PATTERN.exec(rawTime);
  if (!match || !/\d/.test(rawTime)) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return Number.isSafeInteger(total) && total > 0 ? total : null;
}
