import { createContext, useContext, type ReactNode } from 'react';
import type { VisitorState } from '../../../../domain/rendering/visitor-state.js';

/** Before anything is known: the banner shows, no cart, no signed-in hint. */
const UNKNOWN_VISITOR: VisitorState = { consentDecided: false, cartId: null, signedInHint: null };

/** The visitor's state the page was rendered with (per render, never a module global: the server renders several visitors at once). */
const VisitorStateContext = createContext<VisitorState>(UNKNOWN_VISITOR);

export const VisitorStateProvider = ({ visitor, children }: { readonly visitor: VisitorState; readonly children: ReactNode }) => (
  <VisitorStateContext.Provider value={visitor}>{children}</VisitorStateContext.Provider>
);

/** The state the server rendered this page with: what hydration must start from. */
export const useRenderedVisitorState = (): VisitorState => useContext(VisitorStateContext);
