/**
 * YouTube links arrive as watch links, short youtu.be links, /shorts/ or /embed/ links.
 * Returns the 11-character video id, or null when the link is not a recognisable YouTube link.
 */
export function getYouTubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1];
  }
  return id && /^[\w-]{11}$/.test(id) ? id : null;
}

/** The privacy-enhanced embed address of a YouTube link, or null: the slide then says "Invalid YouTube Link". */
export function toEmbedUrl(link: string): string | null {
  const id = getYouTubeId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
