/** The folder of a build, and of each release, that holds its Node build: published, never served. */
module.exports = 'node';
