import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { color, radius } from 'shared-ui';
import videoWebm from '../../../assets/hero-background.webm';
import videoMp4 from '../../../assets/hero-background.mp4';
import posterUrl from '../../../assets/hero-poster.webp';
import { Icon } from '../../../shared/icons/icon';
import { HERO_CONTENT } from '../data/hero';
import { useBackgroundVideoAllowed } from '../hooks/use-background-video-allowed';

const Layer = styled.div({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  backgroundImage: `url(${posterUrl})`,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

const Video = styled.video({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

/** Keeps white text readable over any frame of the video, in every theme. */
const Overlay = styled.div({ position: 'absolute', inset: 0, background: color.overlay });

const Toggle = styled.button({
  position: 'absolute',
  zIndex: 2,
  right: 16,
  bottom: 16,
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: '1px solid rgba(255, 255, 255, 0.6)',
  borderRadius: radius.full,
  background: 'rgba(2, 6, 23, 0.55)',
  color: '#ffffff',
  cursor: 'pointer',
  '&:hover': { background: 'rgba(2, 6, 23, 0.8)' },
});

/**
 * The hero's decorative backdrop: the still poster at once, then the looping video once the page
 * has loaded, if motion and data allow. A button pauses it (moving content must be stoppable).
 */
export function HeroBackground() {
  const videoAllowed = useBackgroundVideoAllowed();
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (paused) {
      video.pause();
      return;
    }
    // Autoplay may still be refused (battery saver, browser policy); the poster then stays.
    video.play()?.catch(() => undefined);
  }, [paused, videoAllowed]);

  return (
    <>
      <Layer aria-hidden="true" data-testid="hero-background">
        {videoAllowed && (
          <Video ref={videoRef} autoPlay muted loop playsInline preload="none" poster={posterUrl} tabIndex={-1}>
            <source src={videoWebm} type="video/webm" />
            <source src={videoMp4} type="video/mp4" />
          </Video>
        )}
        <Overlay />
      </Layer>
      {videoAllowed && (
        <Toggle
          type="button"
          aria-label={paused ? HERO_CONTENT.playVideo : HERO_CONTENT.pauseVideo}
          onClick={() => setPaused((value) => !value)}
        >
          <Icon name={paused ? 'play' : 'pause'} size={18} />
        </Toggle>
      )}
    </>
  );
}
