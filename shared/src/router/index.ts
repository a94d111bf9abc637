// The router, as every app uses it. This entry is the Module Federation singleton (so all apps share one
// router context) instead of react-router-dom itself: a shared package is served whole, and the whole
// of react-router weighed 68 KB gzip on the login page, while these exports tree-shake to a part of it.
// An app that needs another export adds it here. Declarative routing only: the data router
// (createBrowserRouter) alone would add about 20 KB gzip to the login page.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
