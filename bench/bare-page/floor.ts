/**
 * The bare page's one shared library, as @arcvest/shared is the app's: the parts of React Router,
 * Redux Toolkit, RTK Query and react-redux the page uses, bundled and tree-shaken once, shared by
 * the host and the remote (a library shared whole could not be tree-shaken: webpack/index.ts).
 */
export { configureStore } from '@reduxjs/toolkit';
export { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export { Provider } from 'react-redux';
export { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
