import { OLD_SPA_IMAGE_ROUTE } from '../config.ts';

interface Props {
  /** The picture's address as the API or the bundle gives it. */
  source: string;
  /** The widths our page offers for the same picture in the same place. */
  widths: readonly number[];
  sizes: string;
  alt: string;
  width: number;
  height: number;
  /** The picture that is the page's largest content: loaded at once, first. */
  priority?: boolean;
}

const at = (source: string, width: number) => `${OLD_SPA_IMAGE_ROUTE}?w=${width}&src=${encodeURIComponent(source)}`;

/** An image with the srcset and sizes our page gives the same picture, so both fetch the same file. */
export function Picture({ source, widths, sizes, alt, width, height, priority = false }: Props) {
  return (
    <img
      src={at(source, widths.at(-1) ?? 800)}
      srcSet={widths.map((candidate) => `${at(source, candidate)} ${candidate}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      {...(priority ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
    />
  );
}
