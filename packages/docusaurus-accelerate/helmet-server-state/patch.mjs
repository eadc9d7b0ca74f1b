// Rspack loader for react-helmet-async (@slorber/react-helmet-async 1.3.0, lib/index*.js), server bundle
// only. Each <Head> of a page is a Helmet instance, and each, as it renders, reduces the tags of every
// instance rendered so far into the page's head state: quadratic in the number of <Head>s, ~0.9 s of each
// static-rendering thread. Only the last state is read, once the page has rendered (Docusaurus's
// serverEntry reads helmetContext.helmet), so on the server an instance now hands over a state that is
// worked out when first read, by the same code, over every instance of the page.

import {replaceOnce} from '../lib/replaceOnce.mjs';

/** The start of HelmetDispatcher's emitChange in the minified build. */
const EMIT_CHANGE = 'r.emitChange=function(){var t,e,r=this.props.context,';

/**
 * Replaces `context.helmet` with a state computed on first read by `emitChangeNow` (the original
 * emitChange, run with a context that captures what it would set).
 */
export function lazyServerState(dispatcher, emitChangeNow) {
  var context = dispatcher.props.context;
  var state;
  var computed = false;
  function current() {
    if (!computed) {
      computed = true;
      var capture = {
        helmetInstances: context.helmetInstances,
        setHelmet: function (value) {
          state = value;
        },
      };
      emitChangeNow.call({props: {context: capture}});
    }
    return state == null ? {} : state;
  }
  context.setHelmet(
    new Proxy(
      {},
      {
        get: function (_, key) {
          return current()[key];
        },
        has: function (_, key) {
          return key in current();
        },
        ownKeys: function () {
          return Reflect.ownKeys(current());
        },
        getOwnPropertyDescriptor: function (_, key) {
          var descriptor = Object.getOwnPropertyDescriptor(current(), key);
          if (descriptor) descriptor.configurable = true;
          return descriptor;
        },
      },
    ),
  );
}

/** @param {string} source react-helmet-async 1.3.0's lib/index.js or lib/index.module.js */
export function patchHelmet(source) {
  return (
    replaceOnce(
      source,
      EMIT_CHANGE,
      'r.emitChange=function(){if(typeof window==="undefined")return lazyServerState(this,emitChangeNow);' +
        'return emitChangeNow.call(this)},emitChangeNow=function(){var t,e,r=this.props.context,',
      'helmet-server-state: react-helmet-async changed; review docusaurus-accelerate/helmet-server-state',
    ) +
    `\n// Added by docusaurus-accelerate/helmet-server-state.\nvar emitChangeNow;\nvar lazyServerState = ${lazyServerState.toString()};\n`
  );
}

export default function helmetServerStateLoader(source) {
  return patchHelmet(source);
}
