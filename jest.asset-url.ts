// What a webpack asset import gives in the bundle: a URL. Tests see this one.
export default '/assets/file';
