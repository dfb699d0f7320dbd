import styled from '@emotion/styled';
import { color } from 'shared-ui';
import videoWebm from '../../../assets/hero-background.webm';
import videoMp4 from '../../../assets/hero-background.mp4';
import posterUrl from '../../../assets/hero-poster.webp';
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

/** The hero's decorative backdrop: the looping video when motion and data allow, else the still poster. */
export function HeroBackground() {
  const videoAllowed = useBackgroundVideoAllowed();
  return (
    <Layer aria-hidden="true" data-testid="hero-background">
      {videoAllowed && (
        <Video autoPlay muted loop playsInline preload="none" poster={posterUrl} tabIndex={-1}>
          <source src={videoWebm} type="video/webm" />
          <source src={videoMp4} type="video/mp4" />
        </Video>
      )}
      <Overlay />
    </Layer>
  );
}
