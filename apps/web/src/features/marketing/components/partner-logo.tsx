import { useEffect, useRef, useState } from 'react';
import { partnerInitials } from '../lib/partner-initials';

/**
 * A partner's logo; if the image fails to load (or there is none) the partner's first two letters
 * in capitals take its place (spec section 2). The check on mount covers an image that failed
 * before React attached its error handler.
 */
export function PartnerLogo({ name, src }: { name: string; src?: string }) {
  const [failed, setFailed] = useState(!src);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span
        data-testid="partner-initials"
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-sm font-bold text-primary"
      >
        {partnerInitials(name)}
      </span>
    );
  }
  return (
    <img
      ref={imageRef}
      src={src}
      alt={`${name} logo`}
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      className="size-10 shrink-0 rounded-lg"
      onError={() => setFailed(true)}
    />
  );
}
