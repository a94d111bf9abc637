import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts and event handlers', () => {
    const clean = sanitizeHtml('<p onclick="steal()"><strong>太字</strong><script>alert(1)</script><img src=x onerror="x()"></p>');
    expect(clean).toContain('<strong>太字</strong>');
    expect(clean).not.toMatch(/script|onclick|onerror/);
  });

  it('refuses javascript: links and opens others safely in a new tab', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
    expect(sanitizeHtml('<a href="https://example.com/">x</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('SafeHtml', () => {
  it('renders the sanitized markup', () => {
    const { container } = render(<SafeHtml html={'<ul><li>手順1</li></ul><iframe src="https://evil.example"></iframe>'} />);
    expect(container.querySelector('li')?.textContent).toBe('手順1');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
