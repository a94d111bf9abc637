import { APP_SCRIPTS_ID, startApp } from './appStart';

// The app's scripts start at once, or after the page's first frame when a page is drawn before the app
// (a hidden tab: at once), in the listed order.

const started = () => [...document.querySelectorAll('body > script')].map((script) => [script.getAttribute('src'), (script as HTMLScriptElement).async]);
const visibility = jest.spyOn(document, 'visibilityState', 'get');

function list(text: string) {
  document.head.innerHTML = `<script type="application/json" id="${APP_SCRIPTS_ID}">${text}</script>`;
  document.body.innerHTML = '<div id="root"></div>';
}

beforeEach(() => {
  jest.useFakeTimers();
  visibility.mockReturnValue('visible');
});
afterEach(() => jest.useRealTimers());

describe('starting the app', () => {
  it('runs the listed scripts at once, in order, when no page is drawn before the app', () => {
    list('["/main.js","/second.js"]');
    startApp({ afterFirstFrame: false });
    expect(started()).toEqual([
      ['/main.js', false],
      ['/second.js', false],
    ]);
  });

  it('runs them once a frame has been painted when a page is drawn before the app', () => {
    list('["/main.js","/second.js"]');
    startApp({ afterFirstFrame: true });
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(100); // the frame, then the task after it
    expect(started()).toEqual([
      ['/main.js', false],
      ['/second.js', false],
    ]);
  });

  it('starts at once in a tab opened in the background, which paints no frame until shown', () => {
    list('["/main.js"]');
    visibility.mockReturnValue('hidden');
    startApp({ afterFirstFrame: true });
    expect(started()).toEqual([['/main.js', false]]);
  });

  it('runs nothing of a list it cannot read, and does not throw', () => {
    list('{not json');
    expect(() => startApp({ afterFirstFrame: false })).not.toThrow();
    expect(started()).toEqual([]);
  });
});
