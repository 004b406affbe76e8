/**
 * The parts of React Router the shell and the remotes use. They reach the remotes only
 * through this package so that there is one router on the page (its context must be the
 * same module everywhere) and so that webpack keeps only what is listed here: a library
 * shared whole through federation cannot be tree-shaken.
 */
export { BrowserRouter, Link, NavLink, Navigate, Route, Routes, StaticRouter, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
