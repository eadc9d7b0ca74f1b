// Font files imported from code resolve to their URL in the build (Docusaurus's url-loader rule).
declare module '*.woff2' {
  const url: string;
  export default url;
}
