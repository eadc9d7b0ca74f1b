// Stands in for theme-classic's client module that registered every additional Prism language on load
// (see ../index.ts): code blocks now register theirs when they render.
export {};
