import { AR_PREFIX, paths } from '@/config/paths';
import { AUTH_CALLBACK_STASH } from '@/features/auth/utils/auth-callback';

// The Google callback's head script: the feature (features/auth/utils/auth-callback) owns where it leaves the
// callback's query, which the callback's page reads back; this is the script that puts it there.

const callbackPaths = [paths.authCallback, `${AR_PREFIX}${paths.authCallback}`];

/** Tiny on purpose: it runs before anything on every page, and its hash is in the Content-Security-Policy. */
export const authCallbackScript = `(function(){try{var u=new URL(location.href),q=u.searchParams,k=${JSON.stringify(AUTH_CALLBACK_STASH)};if(${JSON.stringify(callbackPaths)}.indexOf(u.pathname)>=0&&(q.has('token')||q.has('error')||q.has('state'))){var v=JSON.stringify([q.get('token'),q.get('error'),q.get('state')]);q.delete('token');q.delete('error');q.delete('state');history.replaceState(history.state,'',u.pathname+u.search+u.hash);window[k]=v;sessionStorage.setItem(k,v)}}catch(e){}var m=document.querySelector('meta[name=referrer]');if(m)m.content='strict-origin-when-cross-origin'})()`;
