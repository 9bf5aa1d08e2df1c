import { describe, expect, it } from 'vitest';
import { PostCover } from '@/features/blog/PostCard';
import { render } from '../../ui/render';

describe('a post cover', () => {
  it('is shown whole on the post (its own 16:9), not cut to a band', () => {
    const { container } = render(<PostCover src="/blog/phone.svg" height="whole" />);
    const style = getComputedStyle(container.querySelector('img')!);
    expect(style.objectFit).not.toBe('cover');
    expect(style.height).toBe('auto');
  });

  it('fills a fixed band on the list cards', () => {
    const { container } = render(<PostCover src="/blog/phone.svg" height={160} />);
    const style = getComputedStyle(container.querySelector('img')!);
    expect(style.objectFit).toBe('cover');
    expect(style.height).toBe('160px');
  });
});
