// Files webpack emits as assets (asset/resource): importing one gives its URL.
declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** Small enough to travel inside the script (asset/inline): importing one gives a data: URL. */
declare module '*.inline.webp' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
