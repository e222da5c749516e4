import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from './api';
import { registerNavigate } from './navigation';

/** Connects the router to code outside React: navigation for the 401 handler, cancellation on route change. */
export function RouterBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    registerNavigate((to, options) => void navigate(to, options));
    return () => registerNavigate(null);
  }, [navigate]);

  // A layout effect runs before the new page's ordinary effects, so the old page's calls are cancelled
  // before the new page starts its own (seed 001 §7: a route change cancels pending requests).
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    api.cancelPending();
  }, [pathname]);

  return null;
}
