import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SlidePlayer } from '../lib/carousel';
import { ClipSlide } from './clip-slide';

const youtube: SlidePlayer = {
  kind: 'youtube',
  embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&playsinline=1',
  poster: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
};
const local: SlidePlayer = {
  kind: 'local',
  src: '/media/samples/sample-3.mp4',
  poster: '/media/samples/sample-3.jpg',
};

function render(player: SlidePlayer, playing: boolean) {
  return renderToStaticMarkup(
    <ClipSlide
      index={2}
      count={7}
      title="AI Podcast Clip 3"
      player={player}
      playing={playing}
      onPlay={() => {}}
    />,
  );
}

describe('ClipSlide', () => {
  it('starts as a labelled slide with a lazy poster and a play button, and no player', () => {
    const html = render(youtube, false);
    expect(html).toContain('role="group"');
    expect(html).toContain('aria-roledescription="slide"');
    expect(html).toContain('aria-label="3 of 7"');
    expect(html).toContain('aria-label="Play AI Podcast Clip 3"');
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('>AI Podcast Clip 3</h3>');
    expect(html).not.toMatch(/<iframe|<video/);
  });

  it('plays a configured YouTube id in a titled no-cookie iframe', () => {
    const html = render(youtube, true);
    expect(html).toMatch(
      /<iframe[^>]*src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1&amp;playsinline=1"/,
    );
    expect(html).toContain('title="AI Podcast Clip 3"');
    expect(html).toContain('allow="autoplay; encrypted-media; picture-in-picture"');
    expect(html).toContain('allowFullScreen=""');
    expect(html).not.toContain('<button');
  });

  it('plays the local sample otherwise, with controls, inline and at once', () => {
    const html = render(local, true);
    expect(html).toMatch(/<video[^>]*src="\/media\/samples\/sample-3\.mp4"/);
    expect(html).toContain('title="AI Podcast Clip 3"');
    expect(html).toContain('autoPlay=""');
    expect(html).toContain('controls=""');
    expect(html).toContain('playsInline=""');
    expect(html).not.toContain('<iframe');
  });
});
